/**
 * The upload target in /api/openapi.json: `PUT /api/uploads/{token}` is served by the hosting app
 * (raw SVG, not JSON, so not a procedure), and is step 2 of adding an icon.
 */
import { ICON_MAX_BYTES, ICON_MIME_TYPE } from '@taper/domain';
import type { OperationExample } from './examples';
import { TOKEN_PATTERN } from '../tokens';

export const UPLOAD_PATH = '/api/uploads/{token}';

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

export function uploadPathItem(example: OperationExample | undefined): Record<string, unknown> {
  return {
    put: {
      operationId: 'uploads-put',
      summary: 'Upload an icon file to an uploadURL',
      description: [
        `Step 2 of adding an icon: send the SVG file as the raw body with \`Content-Type: ${ICON_MIME_TYPE}\`, at most ${ICON_MAX_BYTES} bytes, to the \`uploadURL\` answered by \`POST /api/admin/icons/upload\`. The URL is its own credential (no bearer), works once and for 15 minutes; a rejected file leaves it usable. Then create the icon with \`POST /api/admin/icons\` and the \`filePath\` answered here.`,
        example
          ? `Example response (200):\n\n\`\`\`json\n${JSON.stringify(example.response, null, 2)}\n\`\`\``
          : '',
      ].join('\n\n'),
      tags: ['admin'],
      security: [],
      parameters: [
        {
          name: 'token',
          in: 'path',
          required: true,
          description: 'The secret part of `uploadURL`.',
          schema: { type: 'string', pattern: TOKEN_PATTERN.source },
          ...(example?.params?.token === undefined ? {} : { example: example.params.token }),
        },
      ],
      requestBody: {
        required: true,
        content: {
          [ICON_MIME_TYPE]: {
            schema: { type: 'string', maxLength: ICON_MAX_BYTES },
            ...(example?.request === undefined ? {} : { example: example.request }),
          },
        },
      },
      responses: {
        '200': {
          description: 'Stored; create the icon with this `filePath`.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { type: 'boolean', const: true },
                  filePath: { type: 'string', pattern: '^/icons/[a-z]+/[a-z0-9_]+\\.svg$' },
                },
                required: ['success', 'filePath'],
              },
              ...(example ? { example: example.response } : {}),
            },
          },
        },
        '400': ref('BadRequest'),
        '403': ref('Forbidden'),
        '413': ref('PayloadTooLarge'),
        '415': ref('UnsupportedMediaType'),
        '503': ref('ServiceUnavailable'),
      },
    },
  };
}
