// Package realcluster only pins the upstream modules the control plane's binaries are built from; `go.mod`'s tool
// lines name the programs (see ../scripts/real-cluster.mjs).
package realcluster
