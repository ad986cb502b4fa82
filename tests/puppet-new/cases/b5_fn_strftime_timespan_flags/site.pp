notice(strftime(Timespan({string => '100-14:02:24.123456000', format => '%D-%H:%M:%S.%9N'}), '%_10D%%%03H:%-M:%S.%9N'))
notice(strftime(Timespan({string => '100-14:02:24.123456000', format => '%D-%H:%M:%S.%N'}), '%D-%H:%M:%S.%-N'))
notice(strftime(Timespan({string => '100-14:02:24.123400000', format => '%D-%H:%M:%S.%N'}), '%D-%H:%M:%S.%_6N'))
notice(strftime(Timespan({string => '100-14:02:24.123400000', format => '%D-%H:%M:%S.%N'}), '%D-%H:%M:%S.%6N'))
