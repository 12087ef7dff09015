import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { mcpTools } from '../../src/mcp/tools.ts';
import { schema } from '../../src/schema/index.ts';

// docs/mcp-tools.md is written by hand, for agents and their authors; this keeps it equal to what tools/list says.

type DocumentedTool = {
  name: string;
  inputs: { name: string; type: string; required: boolean }[];
  examples: { call: { name: string; arguments: Record<string, unknown> }; answer: Record<string, unknown> }[];
};

const markdown = readFileSync(path.join(repoRoot, 'docs/mcp-tools.md'), 'utf8');
const tools = mcpTools(schema).map((t) => t.listing);

function documentedTools(text: string): DocumentedTool[] {
  const sections = text.split(/^## /m).slice(1);
  return sections
    .map((section) => ({ heading: section.slice(0, section.indexOf('\n')), body: section }))
    .filter((s) => /^`\w+`$/.test(s.heading))
    .map(({ heading, body }) => {
      const inputs = (body.split(/^### Inputs$/m)[1] ?? '')
        .split(/^### /m)[0]!
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => {
          const [name, type, required] = line
            .split('|')
            .slice(1, 4)
            .map((cell) => cell.trim());
          return {
            name: name!.replace(/`/g, ''),
            type: type!.replace(/`/g, ''),
            required: required === 'yes',
          };
        });
      const blocks = [...body.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!));
      const examples = [];
      for (let i = 0; i + 1 < blocks.length; i += 2)
        examples.push({ call: blocks[i], answer: blocks[i + 1] });
      return { name: heading.replace(/`/g, ''), inputs, examples };
    });
}

/** How the doc spells a JSON Schema type. */
function typeOf(property: Record<string, unknown>): string {
  const type = property.type;
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') return `${typeOf(property.items as Record<string, unknown>)}[]`;
  if (type === 'object') return property.properties ? 'object' : 'object of strings';
  return String(type);
}

const documented = documentedTools(markdown);

describe('docs/mcp-tools.md', () => {
  it('documents every tool the server lists, and no other', () => {
    expect(documented.map((d) => d.name).sort()).toEqual(tools.map((t) => t.name).sort());
  });

  it.each(tools.map((t) => [t.name, t] as const))(
    'documents the inputs of %s exactly',
    (name, tool: Tool) => {
      const doc = documented.find((d) => d.name === name)!;
      const properties = tool.inputSchema.properties as Record<string, Record<string, unknown>>;
      const required = new Set(tool.inputSchema.required ?? []);
      expect(doc.inputs).toEqual(
        Object.entries(properties).map(([field, property]) => ({
          name: field,
          type: typeOf(property),
          required: required.has(field),
        })),
      );
    },
  );

  it.each(tools.map((t) => [t.name, t] as const))(
    'gives %s an example call that fits its input schema and an answer that fits its output schema',
    (name, tool: Tool) => {
      const doc = documented.find((d) => d.name === name)!;
      expect(doc.examples.length).toBeGreaterThan(0);
      const validator = new AjvJsonSchemaValidator();
      const input = validator.getValidator(tool.inputSchema);
      const output = validator.getValidator(tool.outputSchema!);
      for (const example of doc.examples) {
        expect(example.call.name).toBe(name);
        expect(input(example.call.arguments).errorMessage).toBeUndefined();
        expect(output(example.answer).errorMessage).toBeUndefined();
      }
    },
  );

  it('the README names every tool the server lists', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(tools.map((t) => t.name).filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('describes the intended flow', () => {
    expect(markdown).toMatch(
      /available_clusters[\s\S]*→[\s\S]*create_process[\s\S]*dry_run[\s\S]*create_process/,
    );
  });
});
