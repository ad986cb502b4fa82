type MyTs = TypeSet[{
  pcore_version => '1.0.0',
  version => '1.0.0',
  types => {
    Car => Object[{ attributes => { wheels => Integer } }],
    Num => Integer[0, 10]
  }
}]
notice(MyTs =~ Type)
notice(5 =~ MyTs::Num)
notice(15 =~ MyTs::Num)
notice(MyTs::Car(4))
