type Runtime[ruby, [/^MyPackage::(\w+)$/, 'MyPackage::\1']] = [/^MyPackage::(\w+)$/, 'MyPackage::\1']
