include heat::clients::zaqar
