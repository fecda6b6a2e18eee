import { BookOpen, FileJson } from 'lucide-react';
import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from '#contracts/api-reference-paths';
import { buttonClasses } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';

/** Links to the API's own description (docs/product/testing-platform.md#integrations), for whoever wires the automation. */
export function ApiReferenceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>API reference</CardTitle>
        <CardDescription>
          Every endpoint, generated from the same contracts the app uses. Each webhook request is signed: X-Webhook-Signature is
          sha256= and the HMAC-SHA256 of the X-Webhook-Timestamp, a full stop and the body.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <a href={API_REFERENCE_PATH} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'outline' })}>
          <BookOpen aria-hidden="true" />
          Open the API reference
        </a>
        <a href={OPENAPI_DOCUMENT_PATH} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'outline' })}>
          <FileJson aria-hidden="true" />
          OpenAPI document
        </a>
      </CardContent>
    </Card>
  );
}
