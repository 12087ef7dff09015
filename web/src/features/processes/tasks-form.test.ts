import { describe, expect, it } from 'vitest';
import {
  describePlan,
  emptyTasksForm,
  gridProduct,
  newGridRow,
  parsePasted,
  type TasksForm,
  tasksFieldOfIssue,
  tasksInputOf,
} from './tasks-form.ts';

const form = (patch: Partial<TasksForm>): TasksForm => ({ ...emptyTasksForm(), ...patch });

describe('the Tasks section as data', () => {
  it('multiplies the grid, the last parameter fastest, reading numbers as numbers', () => {
    const grid = [newGridRow('lr', '0.1, 0.01'), newGridRow('seed', '1,2,3'), newGridRow('opt', 'adam')];
    const product = gridProduct(grid)!;
    expect(product).toHaveLength(6);
    expect(product[0]).toEqual({ lr: 0.1, seed: 1, opt: 'adam' });
    expect(product[1]).toEqual({ lr: 0.1, seed: 2, opt: 'adam' });
    expect(product[5]).toEqual({ lr: 0.01, seed: 3, opt: 'adam' });
    // More than MAX_TASKS combinations is refused without building them.
    const huge = Array.from({ length: 5 }, (_, i) => newGridRow(`p${i}`, '1,2,3,4,5,6,7,8,9,10'));
    expect(gridProduct(huge)).toBeNull();
  });

  it('reads pasted JSON arrays and CSV with a header, naming the bad line or element', () => {
    expect(parsePasted('[{"lr":0.1},{"lr":0.2}]')).toEqual({ parameters: [{ lr: 0.1 }, { lr: 0.2 }] });
    expect(parsePasted('[{"lr":0.1}, 3]')).toEqual({ error: expect.stringContaining('Element 1') });
    expect(parsePasted('lr,name\n0.1,"a,b"\n0.2,true')).toEqual({
      parameters: [
        { lr: 0.1, name: 'a,b' },
        { lr: 0.2, name: true },
      ],
    });
    expect(parsePasted('lr,seed\n0.1\n')).toEqual({ error: expect.stringContaining('CSV line 2') });
    expect(parsePasted('{"lr":1}')).toEqual({ error: expect.any(String) });
  });

  it('sends nothing for one pod, and the count, parallelism, retries and parameters of an array', () => {
    expect(tasksInputOf(form({ kind: 'one' }))).toEqual({ tasks: null, taskParameters: null, errors: null });
    expect(tasksInputOf(form({ kind: 'array', count: '20', parallelism: '5', retriesPerTask: '2' }))).toEqual(
      {
        tasks: { count: 20, gang: false, parallelism: 5, retriesPerTask: 2 },
        taskParameters: null,
        errors: null,
      },
    );
    // With a grid, the count follows the product whatever was typed.
    const planned = tasksInputOf(
      form({
        kind: 'array',
        count: '3',
        paramMode: 'grid',
        grid: [newGridRow('lr', '1,2'), newGridRow('s', 'a,b')],
      }),
    );
    expect(planned.errors).toBeNull();
    if (planned.errors) return;
    expect(planned.tasks?.count).toBe(4);
    expect(planned.taskParameters).toHaveLength(4);
    expect(tasksInputOf(form({ kind: 'gang', count: '4', parallelism: '2' }))).toEqual({
      tasks: { count: 4, gang: true, retriesPerTask: 0 },
      taskParameters: null,
      errors: null,
    });
  });

  it('mirrors the server’s rules, each on its field', () => {
    expect(tasksInputOf(form({ kind: 'array', count: '0' })).errors).toEqual({
      count: expect.stringContaining('1 to 10,000'),
    });
    expect(tasksInputOf(form({ kind: 'array', count: '10001' })).errors?.count).toBeTruthy();
    expect(tasksInputOf(form({ kind: 'array', count: '10', parallelism: '11' })).errors).toEqual({
      parallelism: expect.stringContaining('At most the count (10)'),
    });
    expect(
      tasksInputOf(form({ kind: 'array', count: '10', parallelism: '0' })).errors?.parallelism,
    ).toBeTruthy();
    expect(tasksInputOf(form({ kind: 'array', count: '10', maxFailedTasks: '10' })).errors).toEqual({
      maxFailedTasks: expect.stringContaining('From 0 to 9'),
    });
    expect(
      tasksInputOf(form({ kind: 'array', count: '10', retriesPerTask: '101' })).errors?.retriesPerTask,
    ).toBeTruthy();
    expect(
      tasksInputOf(form({ kind: 'array', paramMode: 'paste', pasted: 'not json or csv,\n1' })).errors
        ?.parameters,
    ).toBeTruthy();
    // A gang has no parameters field at all: what the grid holds is not sent.
    const gang = tasksInputOf(
      form({ kind: 'gang', count: '4', paramMode: 'grid', grid: [newGridRow('x', '1,2')] }),
    );
    expect(gang.errors).toBeNull();
    if (!gang.errors) expect(gang.taskParameters).toBeNull();
  });

  it('puts the server’s task issues on the section’s fields', () => {
    expect(tasksFieldOfIssue('input.tasks.parallelism')).toBe('parallelism');
    expect(tasksFieldOfIssue('tasks.count')).toBe('count');
    expect(tasksFieldOfIssue('taskParameters[3]')).toBe('parameters');
    expect(tasksFieldOfIssue('resources.cpu')).toBeNull();
    expect(describePlan({ count: 1000, gang: false, retriesPerTask: 0 })).toBe(
      '1,000 tasks, at most 100 at once',
    );
    expect(describePlan({ count: 4, gang: true, retriesPerTask: 0 })).toBe(
      'a gang of 4 pods started together',
    );
  });
});
