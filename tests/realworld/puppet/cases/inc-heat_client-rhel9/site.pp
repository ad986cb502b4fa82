include heat::client
