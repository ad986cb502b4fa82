            $x = Integer.new("08")
