notice(Resource[1])
