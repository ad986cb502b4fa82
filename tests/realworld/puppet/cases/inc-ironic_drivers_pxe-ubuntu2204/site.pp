include ironic::drivers::pxe
