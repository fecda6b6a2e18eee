/**
 * Where the API describes itself (docs/integrations.md#api-reference), apart from the contract
 * so a link to them does not bring the contract's schemas into the browser.
 */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';
