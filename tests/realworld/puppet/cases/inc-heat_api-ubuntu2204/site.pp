include heat::api
