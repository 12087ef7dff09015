import { builder } from './builder.ts';
import './scalars.ts';
import './errors.ts';
import './user.ts';
import './project.ts';
import './project-secret.ts';
import './cluster.ts';
import './volume.ts';
import './mounts.ts';
import './estimate.ts';
import './eviction.ts';
import './failover.ts';
import './process.ts';
import './tasks.ts';
import './execution.ts';
import './logs.ts';
import './audit.ts';
import './usage.ts';
import './notify.ts';
import './waits.ts';

builder.queryType({});
builder.mutationType({});

export const schema = builder.toSchema({ sortSchema: true });
