/**
 * OAuth 2.0 (RFC 6749) beyond the password grant: the authorization-code grant with PKCE
 * (RFC 7636, S256 only), token revocation (RFC 7009) and the server's metadata (RFC 8414).
 */
import { PASSWORD_MAX_LENGTH } from '@nervus/game-rules';
import * as v from 'valibot';
import { REQUIRED } from './common.js';

/** The web app's own client: public, signs in with the password grant. */
export const WEB_CLIENT_ID = 'nervus-web';

/** The grants the token endpoint knows; any other `grant_type` is `unsupported_grant_type`. */
export const GRANT_TYPES = ['password', 'authorization_code'] as const;

const required = (max: number) => v.pipe(v.string(), v.nonEmpty(REQUIRED), v.maxLength(max));

// Client authentication in the body (client_secret_post), or the client's id alone when public.
const clientFields = {
  client_id: v.optional(v.pipe(v.string(), v.maxLength(200))),
  client_secret: v.optional(v.pipe(v.string(), v.maxLength(200))),
};

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The RFC 6749 §4.3 password grant request (JSON or form). */
export const PasswordGrantSchema = v.object({
  grant_type: v.literal('password'),
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(254)),
  password: required(PASSWORD_MAX_LENGTH),
  scope: v.optional(v.pipe(v.string(), v.maxLength(200))),
  ...clientFields,
});

/** The RFC 6749 §4.1.3 authorization-code grant request, with its PKCE verifier. */
export const AuthorizationCodeGrantSchema = v.object({
  grant_type: v.literal('authorization_code'),
  code: required(200),
  redirect_uri: required(2000),
  code_verifier: v.pipe(
    v.string(),
    v.nonEmpty(REQUIRED),
    v.regex(PKCE_VALUE, 'Use 43 to 128 letters, digits or - . _ ~ (RFC 7636).'),
  ),
  ...clientFields,
});

/** A token request: one of the grants above, told apart by `grant_type`. */
export const TokenRequestSchema = v.variant('grant_type', [
  PasswordGrantSchema,
  AuthorizationCodeGrantSchema,
]);
export type TokenRequest = v.InferOutput<typeof TokenRequestSchema>;

/**
 * RFC 7009 §2.1; the client authenticates as at the token endpoint. Strict, as it was before
 * clients: a sign-out with fields nobody reads is more likely a mistake than an extension.
 */
export const RevokeInputSchema = v.strictObject({
  token: v.optional(v.pipe(v.string(), v.maxLength(200))),
  token_type_hint: v.optional(v.pipe(v.string(), v.maxLength(50))),
  ...clientFields,
});

/**
 * The connect page's answer to an authorization request (RFC 6749 §4.1.1): the signed-in user
 * allows or denies it. Errors the client should hear about go back to it through the redirect.
 */
export const AuthorizeInputSchema = v.strictObject({
  response_type: required(50),
  client_id: required(200),
  redirect_uri: required(2000),
  code_challenge: v.optional(v.pipe(v.string(), v.maxLength(200))),
  code_challenge_method: v.optional(v.pipe(v.string(), v.maxLength(20))),
  state: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  scope: v.optional(v.pipe(v.string(), v.maxLength(200))),
  decision: v.picklist(['allow', 'deny']),
});
export type AuthorizeInput = v.InferOutput<typeof AuthorizeInputSchema>;

/** Where the browser goes next: the client's redirect address with `code` or `error`. */
export const AuthorizeResponseSchema = v.object({ redirect_to: v.string() });

/** What the connect page shows of a client asking to sign a user in. */
export const OAuthClientSchema = v.object({ client_id: v.string(), name: v.string() });

export const OAuthClientQuerySchema = v.object({ redirect_uri: required(2000) });

/** RFC 8414 §2: the authorization server's metadata. */
export const AuthorizationServerMetadataSchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.string(),
  token_endpoint: v.string(),
  revocation_endpoint: v.string(),
  response_types_supported: v.array(v.string()),
  response_modes_supported: v.array(v.string()),
  grant_types_supported: v.array(v.string()),
  code_challenge_methods_supported: v.array(v.string()),
  token_endpoint_auth_methods_supported: v.array(v.string()),
  revocation_endpoint_auth_methods_supported: v.array(v.string()),
  authorization_response_iss_parameter_supported: v.boolean(),
  service_documentation: v.optional(v.string()),
});

/** The RFC 6749 §5.2 error response, with our `message` and `errors` beside it. */
export const OAuthErrorSchema = v.object({
  error: v.string(),
  error_description: v.string(),
  message: v.string(),
  errors: v.array(v.object({ field: v.string(), error: v.string() })),
  code: v.optional(v.number()),
});
