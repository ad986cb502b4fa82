include ironic::inspector
