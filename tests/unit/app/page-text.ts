// What a reader sees of server-rendered markup: the text without its tags, React's comment markers
// and Mantine's inline styles (the back-office language tests look for English words in it).
export const pageText = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
