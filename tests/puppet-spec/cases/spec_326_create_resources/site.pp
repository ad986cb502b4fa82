          create_resources('class', {'bar'=>{}}, {'one' => 'two'})
