/**
 * A yup object schema described as JSON Schema, for the OpenAPI document only. Fields, types and
 * required-ness come from the one yup definition, so the docs cannot drift from the validation.
 */
import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

export interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
}

function describeField(field: SchemaFieldDescription): JsonSchema {
  if (!('type' in field)) return {};
  const description = field as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    innerType?: SchemaFieldDescription;
  };
  const base: JsonSchema = {};
  switch (description.type) {
    case 'object': {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, child] of Object.entries(description.fields ?? {})) {
        properties[name] = describeField(child);
        if ('optional' in child && child.optional === false) required.push(name);
      }
      return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    }
    case 'array':
      return { type: 'array', ...(description.innerType ? { items: describeField(description.innerType) } : {}) };
    case 'string':
      base.type = 'string';
      if (description.tests.some((test) => test.name === 'email')) base.format = 'email';
      break;
    case 'number':
      base.type = 'number';
      break;
    case 'boolean':
      base.type = 'boolean';
      break;
    case 'date':
      base.type = 'string';
      base.format = 'date-time';
      break;
  }
  if (description.oneOf.length > 0) base.enum = description.oneOf.filter((value) => value !== undefined);
  return base;
}

export function openApiBody(schema: AnyObjectSchema): JsonSchema {
  return describeField(schema.describe());
}

/**
 * Route options for a route whose input the shared yup schemas validate: its JSON schemas then only
 * document the route, so Fastify's own validator must not run (it would answer other messages).
 */
export const validatedByYup = {
  validatorCompiler: () => (data: unknown) => ({ value: data }),
} as const;
