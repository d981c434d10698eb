// Each provider's error answer, in the shape it really uses. Several answer errors with HTTP 200 and
// a JSON body (Baidu, Hunyuan), which is exactly what clients must learn to recognise.

const openaiStyle = (status, message, type, code) => ({ status, body: { error: { message, type, param: null, code } } });

/** kind: 'auth' (bad or missing key) or 'server' (the provider failed). */
export function errorAnswer(dialect, kind) {
  const auth = kind === 'auth';
  switch (dialect) {
    case 'google':
      return auth
        ? { status: 400, body: { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }] } } }
        : { status: 500, body: { error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' } } };
    case 'anthropic':
      return auth
        ? { status: 401, body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' }, request_id: 'req_fake' } }
        : { status: 500, body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' }, request_id: 'req_fake' } };
    case 'baidu':
      return auth
        ? { status: 200, body: { error_code: 110, error_msg: 'Access token invalid or no longer valid' } }
        : { status: 200, body: { error_code: 336000, error_msg: 'Internal error' } };
    case 'alibaba':
      return auth
        ? { status: 401, body: { code: 'InvalidApiKey', message: 'Invalid API-key provided.', request_id: 'fake-request' } }
        : { status: 500, body: { code: 'InternalError', message: 'An internal error has occured, please try again later.', request_id: 'fake-request' } };
    case 'tencent':
      return auth
        ? { status: 200, body: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated. Please check your signature is correct.' }, RequestId: 'fake-request' } } }
        : { status: 200, body: { Response: { Error: { Code: 'InternalError', Message: 'An internal error has occurred.' }, RequestId: 'fake-request' } } };
    case 'iflytek':
      return auth ? openaiStyle(401, 'invalid user', 'api_error', null) : openaiStyle(500, 'internal error', 'api_error', null);
    case 'moonshot':
      return auth
        ? { status: 401, body: { error: { message: 'Invalid Authentication', type: 'invalid_authentication_error' } } }
        : openaiStyle(500, 'internal error', 'server_error', null);
    case 'bytedance':
      return auth
        ? { status: 401, body: { error: { code: 'AuthenticationError', message: 'The API key in the request is missing or invalid.', param: '', type: 'Unauthorized' } } }
        : { status: 500, body: { error: { code: 'InternalServiceError', message: 'The service encountered an unexpected internal error.', param: '', type: 'InternalServiceError' } } };
    case 'stability':
      return auth
        ? { status: 401, body: { id: 'fake-error', name: 'unauthorized', errors: ['authorization: invalid or missing header value'] } }
        : { status: 500, body: { id: 'fake-error', name: 'internal_error', errors: ['An unexpected server error has occurred, please try again later.'] } };
    default:
      return auth
        ? openaiStyle(401, 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_request_error', 'invalid_api_key')
        : openaiStyle(500, 'The server had an error while processing your request.', 'server_error', null);
  }
}
