type MyTs = TypeSet[{ pcore_version => '1.0.0', types => { Car => Object[{ attributes => { wheels => Integer } }] } }]
notice(MyTs::Car)
