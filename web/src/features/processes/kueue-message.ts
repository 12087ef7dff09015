const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * A status message as a person reads it: Kubernetes' and Kueue's identifiers taken out — "(UID: …, JobUID: …)",
 * "UID 1234-…", a Workload's or Job's generated name ("Workload 'jobs/job-kb-…-5f2a1'" → "Workload") — the
 * words kept. The full message stays available beside it (they are what `kubectl` finds).
 */
export function plainMessage(message: string): string {
  return (
    message
      // "(UID: 6f0f…, JobUID: 8e1…)", "(UID 1234-…)"
      .replace(/\s*\([^()]*\b(?:Job)?UID\b[^()]*\)/gi, '')
      // "UID: 6f0f…" outside parentheses
      .replace(/\b(?:Job)?UID\b:?\s*[0-9a-f][0-9a-f-]{7,}/gi, '')
      // "Workload 'jobs/job-kb-…'", "job 'kb-…'": the kind stays, its generated name goes
      .replace(/\b(workload|job|pod)\s+'[^'\s]+'/gi, '$1')
      // Our Jobs' and Kueue's Workloads' generated names, with a namespace or not
      .replace(/\s*\b(?:[a-z0-9-]+\/)?(?:job-)?kb-[a-z0-9]{8,}(?:-[a-z0-9]+)*\b/g, '')
      .replace(UUID, '')
      .replace(/\(\s*\)/g, '')
      .replace(/\s+([,.;:)])/g, '$1')
      .replace(/([,;:]),\s*/g, '$1 ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
