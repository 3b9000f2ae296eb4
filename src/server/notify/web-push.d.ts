// The part of web-push (3.6, no bundled types) this server uses.
declare module 'web-push' {
  interface RequestDetails {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    topic?: string;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    contentEncoding?: 'aes128gcm' | 'aesgcm';
  }
  const webPush: {
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
    generateRequestDetails(
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      payload: string | Buffer,
      options: RequestOptions,
    ): RequestDetails;
  };
  export default webPush;
}
