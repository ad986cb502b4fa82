include ironic::pxe
