include placement::api
