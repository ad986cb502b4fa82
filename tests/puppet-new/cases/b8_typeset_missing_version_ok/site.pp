type MyTs = TypeSet[{ pcore_version => '1.0.0', types => { Num => Integer } }]
notice(MyTs =~ Type)
