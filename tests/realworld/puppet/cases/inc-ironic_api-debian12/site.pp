include ironic::api
