include heat::clients::cinder
