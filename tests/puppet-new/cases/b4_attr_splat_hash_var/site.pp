$h = {'message' => 'm', 'tag' => ['t']}
notify { 'x': * => $h }
