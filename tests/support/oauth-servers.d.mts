export interface GrantLog {
  refreshes: number;
  reuseErrors: number;
  codeExchanges: number;
  refreshTokensPresented: string[];
  grantErrors: string[];
}

export interface AuthorizationServer {
  issuer: string;
  log: GrantLog;
  setResource(url: string): void;
  close(): Promise<void>;
}

export function startAuthorizationServer(options: { accessTokenSeconds: number }): Promise<AuthorizationServer>;

export function startPoisonedAuthorizationServer(): Promise<{ issuer: string; followed: string[]; close(): Promise<void> }>;

export interface ProtectedMcpServer {
  url: string;
  counts: { refused: number; served: number; toolCalls: number };
  close(): Promise<void>;
}

export function startProtectedMcpServer(options: { issuer: string }): Promise<ProtectedMcpServer>;
