import { render, screen } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient } from '../../test/mock-client.ts';
import { emptyForm, noErrors } from './process-form.ts';
import { WhatToRun } from './WhatToRun.tsx';

// The server's refusal of a taken name (services/process/create.ts).
const taken =
  'a process named "nightly" already exists in this project: re-run it instead (or pick another name)';

function renderName(error: string | undefined) {
  const mock = mockClient((request) => {
    const { projectId, name } = request.variables as { projectId: string; name: string };
    return answer({
      data: {
        project: {
          id: projectId,
          processByName: projectId === 'p1' && name === 'nightly' ? { id: 'proc-7', name } : null,
        },
      },
    });
  });
  const errors = noErrors();
  if (error) errors.fields.name = error;
  render(
    <Provider value={mock.client}>
      <WhatToRun
        projectId="p1"
        form={{ ...emptyForm(), name: ' nightly ' }}
        errors={errors}
        rerun={undefined}
        edit={() => {}}
        editEnv={() => {}}
        addEnv={() => {}}
        removeEnv={() => {}}
      />
    </Provider>,
  );
  return mock;
}

describe('a taken process name', () => {
  it('links to the existing process, to re-run it', async () => {
    const mock = renderName(taken);
    const link = await screen.findByRole('link', { name: 'Open “nightly” to re-run it' });
    expect(link).toHaveAttribute('href', '/processes/proc-7');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('re-run it instead'),
    );
    expect(mock.executeQuery.mock.calls[0]![0].variables).toEqual({ projectId: 'p1', name: 'nightly' });
  });

  it('asks nothing and links nowhere for any other name error', () => {
    const mock = renderName('must not be empty');
    expect(screen.queryByRole('link')).toBeNull();
    expect(mock.executeQuery).not.toHaveBeenCalled();
  });
});
