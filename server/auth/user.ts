/** The caller, as read from a verified access token. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  roles: string[];
}
