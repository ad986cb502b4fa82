assert_type(Resource[File], Notify['x'])
