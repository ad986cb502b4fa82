include swift::proxy::encryption
