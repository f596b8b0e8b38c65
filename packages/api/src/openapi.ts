/** The OpenAPI document of the REST API, generated from the procedures' meta and schemas. */
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from './router';

export type { OpenAPIObject };

export function openApiDocument(publicUrl: string | undefined): OpenAPIObject {
  return generateOpenApiDocument(appRouter, {
    title: 'Taper',
    version: '1.0.0',
    description:
      'Every call of the Taper web app, as REST. Sign in with POST /api/login and send the token as a bearer.',
    baseUrl: publicUrl ?? '/',
  });
}
