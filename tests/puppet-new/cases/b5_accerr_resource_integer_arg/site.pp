notice(Resource[0])
