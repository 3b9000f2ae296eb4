// Imported first by the server's entry points: React (the mails are rendered with react-email),
// fastify's plugins and others pick their production build when NODE_ENV says so, and the
// development build of react-dom/server costs several times the CPU per mail. Tests set their own.
process.env.NODE_ENV ??= 'production';
