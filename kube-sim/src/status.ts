/** Kubernetes `Status` objects and the error type the API layer turns into them. */

export interface StatusCause {
  reason?: string;
  message?: string;
  field?: string;
}

export interface StatusDetails {
  name?: string;
  group?: string;
  kind?: string;
  uid?: string;
  causes?: StatusCause[];
  retryAfterSeconds?: number;
}

export interface Status {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, unknown>;
  status: 'Success' | 'Failure';
  message?: string;
  reason?: string;
  details?: StatusDetails;
  code: number;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
    readonly details?: StatusDetails,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toStatus(): Status {
    const s: Omit<Status, 'code'> = {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: this.message,
    };
    if (this.reason) s.reason = this.reason;
    if (this.details) s.details = this.details;
    return { ...s, code: this.code };
  }
}

/** The "resource.group" form Kubernetes uses in messages: `jobs.batch`, `pods`. */
export function qualifiedResource(resource: string, group: string): string {
  return group ? `${resource}.${group}` : resource;
}

export function notFound(resource: string, group: string, name: string): ApiError {
  return new ApiError(404, 'NotFound', `${qualifiedResource(resource, group)} "${name}" not found`, {
    name,
    group: group || undefined,
    kind: resource,
  });
}

export function alreadyExists(resource: string, group: string, name: string): ApiError {
  return new ApiError(
    409,
    'AlreadyExists',
    `${qualifiedResource(resource, group)} "${name}" already exists`,
    {
      name,
      group: group || undefined,
      kind: resource,
    },
  );
}

export function conflict(resource: string, group: string, name: string, why?: string): ApiError {
  const msg =
    why ?? 'the object has been modified; please apply your changes to the latest version and try again';
  return new ApiError(
    409,
    'Conflict',
    `Operation cannot be fulfilled on ${qualifiedResource(resource, group)} "${name}": ${msg}`,
    { name, group: group || undefined, kind: resource },
  );
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'BadRequest', message);
}

export function methodNotAllowed(): ApiError {
  return new ApiError(
    405,
    'MethodNotAllowed',
    'the server does not allow this method on the requested resource',
  );
}

export function unauthorized(): ApiError {
  return new ApiError(401, 'Unauthorized', 'Unauthorized');
}

export function expired(message: string): ApiError {
  return new ApiError(410, 'Expired', message);
}

export function internalError(message: string): ApiError {
  return new ApiError(500, 'InternalError', `Internal error occurred: ${message}`, {
    causes: [{ message }],
  });
}

export function pageNotFound(): ApiError {
  return new ApiError(404, 'NotFound', 'the server could not find the requested resource', {});
}

export interface FieldError {
  /** Kubernetes field error type: FieldValueRequired, FieldValueInvalid, FieldValueNotSupported, ... */
  type:
    | 'FieldValueRequired'
    | 'FieldValueInvalid'
    | 'FieldValueNotSupported'
    | 'FieldValueForbidden'
    | 'FieldValueDuplicate'
    | 'FieldValueTypeInvalid'
    | 'FieldValueTooLong';
  field: string;
  detail: string;
  badValue?: unknown;
}

function describeBadValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Formats one field error the way apimachinery's field.Error.Error() does. */
export function formatFieldError(e: FieldError): string {
  switch (e.type) {
    case 'FieldValueRequired':
      return `${e.field}: Required value${e.detail ? `: ${e.detail}` : ''}`;
    case 'FieldValueForbidden':
      return `${e.field}: Forbidden${e.detail ? `: ${e.detail}` : ''}`;
    case 'FieldValueNotSupported':
      return `${e.field}: Unsupported value: ${describeBadValue(e.badValue)}${e.detail ? `: ${e.detail}` : ''}`;
    case 'FieldValueDuplicate':
      return `${e.field}: Duplicate value: ${describeBadValue(e.badValue)}`;
    case 'FieldValueTooLong':
      return `${e.field}: Too long: ${e.detail}`;
    case 'FieldValueTypeInvalid':
      return `${e.field}: Invalid value: ${describeBadValue(e.badValue)}: ${e.detail}`;
    default:
      return `${e.field}: Invalid value: ${describeBadValue(e.badValue)}${e.detail ? `: ${e.detail}` : ''}`;
  }
}

/** 422 Invalid, shaped like apimachinery's errors.NewInvalid. */
export function invalid(kind: string, group: string, name: string, errs: FieldError[]): ApiError {
  const qualifiedKind = group ? `${kind}.${group}` : kind;
  const msgs = errs.map(formatFieldError);
  const message =
    msgs.length === 1
      ? `${qualifiedKind} "${name}" is invalid: ${msgs[0]}`
      : `${qualifiedKind} "${name}" is invalid: [${msgs.join(', ')}]`;
  return new ApiError(422, 'Invalid', message, {
    name,
    group: group || undefined,
    kind,
    causes: errs.map((e) => ({
      reason: e.type,
      message: formatFieldError(e).slice(e.field.length + 2),
      field: e.field,
    })),
  });
}

export function forbidden(
  user: string,
  verb: string,
  resource: string,
  group: string,
  namespace?: string,
  name?: string,
  subresource?: string,
): ApiError {
  const qr = qualifiedResource(resource, group);
  const scope = namespace ? ` in the namespace "${namespace}"` : ' at the cluster scope';
  const what = subresource ? `${resource}/${subresource}` : resource;
  const msg = `${qr}${name ? ` "${name}"` : ''} is forbidden: User "${user}" cannot ${verb} resource "${what}" in API group "${group}"${scope}`;
  return new ApiError(403, 'Forbidden', msg, { name, group: group || undefined, kind: resource });
}

export function successStatus(details?: StatusDetails): Status {
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Success', details, code: 200 } as Status;
}
