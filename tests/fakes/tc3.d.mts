export function verifyTc3(input: {
  authorization: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  secrets: Record<string, string>;
  nowSeconds?: number;
}): string | undefined;
