import { RangeField } from '../../ui/RangeField.tsx';
import type { AvailableCluster, ClusterPickerErrors } from './cluster-picker-operations.ts';
import {
  boundsOf,
  cpuQuantity,
  formatCores,
  formatDuration,
  formatMiB,
  memoryQuantity,
  type Request,
} from './resources.ts';

export const CPU_STEP_MILLIS = 100;
export const MEMORY_STEP_MIB = 256;
const RUNTIME_STEP_SECONDS = 60;

/** CPU, memory and runtime, each bounded by what `limits` allow. */
export function ResourceSliders({
  limits,
  request,
  errors,
  onChange,
}: {
  limits: AvailableCluster['limits'];
  request: Request;
  errors: ClusterPickerErrors | undefined;
  onChange: (patch: Partial<Request>) => void;
}) {
  const bounds = boundsOf(limits);
  return (
    <div className="cluster-picker__sliders">
      <RangeField
        label="CPU"
        unit="cores"
        value={request.cpuMillis / 1000}
        min={CPU_STEP_MILLIS / 1000}
        max={bounds.cpuMillis / 1000}
        step={CPU_STEP_MILLIS / 1000}
        display={`${formatCores(request.cpuMillis)} (${cpuQuantity(request.cpuMillis)})`}
        valueText={formatCores(request.cpuMillis)}
        minLabel={formatCores(CPU_STEP_MILLIS)}
        maxLabel={formatCores(bounds.cpuMillis)}
        disabled={bounds.cpuMillis < CPU_STEP_MILLIS}
        error={errors?.cpu}
        onChange={(cores) => onChange({ cpuMillis: Math.round(cores * 1000) })}
      />
      <RangeField
        label="Memory"
        unit="GiB"
        value={request.memoryMiB / 1024}
        min={MEMORY_STEP_MIB / 1024}
        max={bounds.memoryMiB / 1024}
        step={MEMORY_STEP_MIB / 1024}
        display={`${formatMiB(request.memoryMiB)} (${memoryQuantity(request.memoryMiB)})`}
        valueText={formatMiB(request.memoryMiB)}
        minLabel={formatMiB(MEMORY_STEP_MIB)}
        maxLabel={formatMiB(bounds.memoryMiB)}
        disabled={bounds.memoryMiB < MEMORY_STEP_MIB}
        error={errors?.memory}
        onChange={(gib) => onChange({ memoryMiB: Math.round(gib * 1024) })}
      />
      <RangeField
        label="Runtime"
        unit="min"
        value={request.runtimeSeconds / 60}
        min={RUNTIME_STEP_SECONDS / 60}
        max={Math.floor(bounds.runtimeSeconds / 60)}
        step={1}
        display={formatDuration(request.runtimeSeconds)}
        valueText={formatDuration(request.runtimeSeconds)}
        minLabel="1 min"
        maxLabel={
          limits.maxRuntimeSeconds == null
            ? `${formatDuration(bounds.runtimeSeconds)} (no cluster limit)`
            : formatDuration(bounds.runtimeSeconds)
        }
        error={errors?.runtime}
        onChange={(minutes) => onChange({ runtimeSeconds: Math.round(minutes * 60) })}
      />
    </div>
  );
}
