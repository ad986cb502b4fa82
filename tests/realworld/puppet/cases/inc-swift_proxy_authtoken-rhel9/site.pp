include swift::proxy::authtoken
