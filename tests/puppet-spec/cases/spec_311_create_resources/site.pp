notify { test: }
 create_resources('notify', {'foo'=>{'require'=>[undef]}})
