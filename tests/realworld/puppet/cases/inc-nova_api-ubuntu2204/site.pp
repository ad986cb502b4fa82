include nova::api
