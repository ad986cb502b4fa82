include vswitch::dpdk
