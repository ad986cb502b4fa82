type Ita::Keys = Enum['tag-list', 'description', 'run-untagged']
