/** A tiny HTTP client for the tests: real requests, cookies kept per client, JSON both ways. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class TestClient {
  private readonly cookies = new Map<string, string>();
  token: string | null = null;
  account: number | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.token && !('authorization' in headers)) headers.authorization = `Bearer ${this.token}`;
    if (this.account !== null && !('authorized-account' in headers)) {
      headers['authorized-account'] = String(this.account);
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
    }
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (static files, plain text): keep the text.
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }

  get = <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, { headers });
  post = <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, { body, headers });
  put = <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PUT', path, { body, headers });
  delete = <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
    this.request<T>('DELETE', path, { headers });

  /** Fetches the anti-forgery token (and its cookie), then signs in; keeps the bearer token. */
  async login(email: string, password: string) {
    const tokenAnswer = await this.post<{ token: string }>('/api/auth/token');
    const answer = await this.post<{ access_token: string; account_id: number | null }>('/api/auth/login', {
      email,
      password,
      token: tokenAnswer.body.token,
    });
    if (answer.status !== 200)
      throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.token = answer.body.access_token;
    this.account = answer.body.account_id;
    return answer.body;
  }
}
