type MyTs = TypeSet[{ pcore_version => '1.0.0', types => { Car => Object[{ attributes => { wheels => Integer } }] } }]
notice(MyTs =~ Type)
notice(MyTs::Car)
notice(MyTs::Car.new(4))
notice(MyTs::Car(4))
