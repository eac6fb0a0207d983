package dev.avs.fuzz;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/** Everything logged while it is open, as the text an operator would read (messages, exceptions, frames). */
public final class LogCapture extends AppenderBase<ILoggingEvent> implements AutoCloseable {

    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final Logger root;

    public LogCapture() {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        setContext(context);
        root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        start();
        root.addAppender(this);
    }

    @Override
    protected void append(ILoggingEvent event) {
        StringBuilder text = new StringBuilder(event.getLoggerName()).append(' ').append(event.getFormattedMessage());
        for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
            text.append('\n').append(t.getClassName()).append(": ").append(t.getMessage());
            for (StackTraceElementProxy frame : t.getStackTraceElementProxyArray()) {
                text.append("\n\t").append(frame.getSTEAsString());
            }
        }
        lines.add(text.toString());
    }

    public List<String> lines() {
        return List.copyOf(lines);
    }

    @Override
    public void close() {
        root.detachAppender(this);
        stop();
    }
}
