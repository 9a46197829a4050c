// The reference the post counter and mention tests compare with (a dev dependency with no types).
declare module 'twitter-text' {
  interface ParsedTweet {
    weightedLength: number;
    valid: boolean;
  }
  interface TwitterText {
    parseTweet(text: string, options?: unknown): ParsedTweet;
    extractMentions(text: string): string[];
    extractUrlsWithIndices(text: string): { url: string; indices: [number, number] }[];
    configs: { version3: unknown };
  }
  const twitterText: TwitterText;
  export default twitterText;
}
