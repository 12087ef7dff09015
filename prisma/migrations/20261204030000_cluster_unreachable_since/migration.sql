-- Since when the cluster has not answered failover's probe, as every server holding its lease has seen it
-- (ARCHITECTURE §17): a restart or a handover goes on counting instead of starting again.
ALTER TABLE "ClusterLease" ADD COLUMN "unreachableSince" TIMESTAMP(3);
