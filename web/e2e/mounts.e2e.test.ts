// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVolume } from '../../server/src/services/volumes/registry.ts';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot } from './demo.ts';

/**
 * The editor's data volumes in Chromium against the real server and the simulated clusters: Alpha holds the
 * read-only volume "datasets" (a bound claim registered as an administrator does); mounting it, a cluster without
 * it says it does not fit and why, and the process created on Alpha shows its mount.
 */
describe.skipIf(!browserAvailable)(
  'data volumes in the editor, in a real browser',
  { timeout: 120_000 },
  () => {
    let demo: DemoSession;
    let page: Page;

    beforeAll(async () => {
      demo = await openDemoSession('mounts');
      ({ page } = demo);
      const { prisma, services } = demo.server;
      const alpha = await prisma.cluster.findFirstOrThrow({ where: { name: 'Alpha' } });
      const kube = services.kube.get(alpha);
      const spec = { accessModes: ['ReadOnlyMany'], storageClassName: '' };
      await kube.request((_, http) =>
        http.sendJson('POST', '/api/v1/persistentvolumes', {
          apiVersion: 'v1',
          kind: 'PersistentVolume',
          metadata: { name: 'e2e-datasets' },
          spec: {
            ...spec,
            capacity: { storage: '1Gi' },
            hostPath: { path: '/mnt/e2e-datasets' },
            claimRef: { namespace: alpha.namespace, name: 'datasets' },
          },
        }),
      );
      await kube.request((_, http) =>
        http.sendJson('POST', `/api/v1/namespaces/${alpha.namespace}/persistentvolumeclaims`, {
          apiVersion: 'v1',
          kind: 'PersistentVolumeClaim',
          metadata: { name: 'datasets' },
          spec: { ...spec, resources: { requests: { storage: '1Gi' } } },
        }),
      );
      for (let i = 0; ; i++) {
        try {
          await registerVolume({ prisma, kube: services.kube }, 'admin-cli', {
            clusterId: alpha.id,
            name: 'datasets',
            claimName: 'datasets',
            readOnly: true,
            description: 'Training images',
          });
          break;
        } catch (error) {
          if (i > 50) throw error; // the binder binds the claim at once; give it a moment on a busy machine
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }, 240_000);

    afterAll(async () => {
      await demo?.close();
    }, 60_000);

    it('mounts a volume only where it is: the cluster without it does not fit, says why; the process shows its mount', async () => {
      await page.getByRole('link', { name: 'Demo' }).click();
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill('read-datasets');
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor.getByRole('textbox', { name: 'Script' }).fill('echo reading');

      const volumes = editor.getByRole('group', { name: 'Data volumes' });
      await volumes.getByRole('button', { name: 'Add volume' }).click();
      await volumes.getByRole('combobox', { name: 'Volume of mount 1' }).selectOption('datasets');
      await volumes.getByText('On Alpha: the cluster must be one of these.').waitFor();
      expect(await volumes.getByRole('checkbox', { name: 'Read-only (mount 1)' }).isChecked()).toBe(true);
      await volumes.getByRole('textbox', { name: 'Path of mount 1' }).fill('/data');

      const cluster = editor.getByRole('combobox', { name: 'Cluster' });
      const large = (await cluster.locator('option').allTextContents()).find((t) =>
        t.startsWith('Batch Large'),
      );
      expect(large).toContain('does not fit: has no volume datasets');
      await cluster.selectOption({ label: large! });
      await editor.getByText('Does not fit Batch Large: it has no volume datasets.').waitFor();
      await editor.getByText(/cluster Batch Large has no volume "datasets"/).waitFor();
      expect(await editor.getByRole('button', { name: 'Create process' }).isDisabled()).toBe(true);
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'mounts-editor', { variants: true });

      const alpha = (await cluster.locator('option').allTextContents()).find((t) => t.startsWith('Alpha'));
      await cluster.selectOption({ label: alpha! });
      await editor.getByText('Confirmed by the server.').waitFor();
      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('list', { name: 'Data volumes' }).getByText('(read-only)').waitFor();
      expect(await page.getByRole('list', { name: 'Data volumes' }).textContent()).toBe(
        'datasets at /data (read-only)',
      );
      expect(demo.problems).toEqual([]);
    });
  },
);
