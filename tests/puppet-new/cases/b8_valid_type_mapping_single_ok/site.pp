type Runtime[ruby, 'MyPackage::MyType'] = Integer
