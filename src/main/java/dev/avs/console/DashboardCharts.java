package dev.avs.console;

import dev.avs.verification.ReportFigures;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.svg.SVGGraphics2D;

/** The dashboard's charts, drawn by JFreeChart into SVG on the server: no script, nothing from elsewhere. */
final class DashboardCharts {

    static final int WIDTH = 720;
    static final int HEIGHT = 300;
    /** Colour-blind-safe (Okabe–Ito): approved, declined, review, other. */
    private static final Color[] OUTCOMES = {new Color(0x00, 0x72, 0xB2), new Color(0xD5, 0x5E, 0x00),
            new Color(0xE6, 0x9F, 0x00), new Color(0x99, 0x99, 0x99)};

    private DashboardCharts() {
    }

    static String perDay(List<ReportFigures.Day> days) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (ReportFigures.Day day : days) {
            String label = day.day().toString().substring(5);
            data.addValue(day.approved(), "approved", label);
            data.addValue(day.declined(), "declined", label);
            data.addValue(day.review(), "in review", label);
            data.addValue(day.other(), "pending or unused", label);
        }
        JFreeChart chart = ChartFactory.createStackedBarChart(null, "Day (UTC)", "Verifications", data,
                PlotOrientation.VERTICAL, true, false, false);
        CategoryPlot plot = styled(chart);
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_90);
        for (int i = 0; i < OUTCOMES.length; i++) {
            plot.getRenderer().setSeriesPaint(i, OUTCOMES[i]);
        }
        return svg(chart, "chart-per-day");
    }

    static String approvalRate(List<ReportFigures.Day> days) {
        return daily(days, day -> {
            int decided = day.approved() + day.declined();
            return decided == 0 ? null : 100.0 * day.approved() / decided;
        }, "Approved of decided (%)", OUTCOMES[0], 100.0, "chart-approval-rate");
    }

    static String timeToDecision(List<ReportFigures.Day> days) {
        return daily(days, ReportFigures.Day::medianSeconds, "Creation to decision, median (s)", OUTCOMES[2], null,
                "chart-time-to-decision");
    }

    /** One value per day as a line with a mark on each day (a day alone between empty days is a point). */
    private static String daily(List<ReportFigures.Day> days, java.util.function.Function<ReportFigures.Day, Number> value,
                                String axis, Color colour, Double max, String id) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (ReportFigures.Day day : days) {
            data.addValue(value.apply(day), axis, day.day().toString().substring(5));
        }
        JFreeChart chart = ChartFactory.createLineChart(null, "Day (UTC)", axis, data, PlotOrientation.VERTICAL,
                false, false, false);
        CategoryPlot plot = styled(chart);
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_90);
        if (max != null) {
            plot.getRangeAxis().setRange(0, max);
        } else {
            plot.getRangeAxis().setStandardTickUnits(org.jfree.chart.axis.NumberAxis.createStandardTickUnits());
        }
        plot.getRenderer().setSeriesPaint(0, colour);
        if (plot.getRenderer() instanceof org.jfree.chart.renderer.category.LineAndShapeRenderer line) {
            line.setDefaultShapesVisible(true);
        }
        return svg(chart, id);
    }

    static String declineReasons(ReportFigures.Summary summary) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        summary.declineReasons().stream().limit(10)
                .forEach(r -> data.addValue((Number) r.count(), "declined", r.code()));
        JFreeChart chart = ChartFactory.createBarChart(null, "Reason", "Declined verifications", data,
                PlotOrientation.HORIZONTAL, false, false, false);
        CategoryPlot plot = styled(chart);
        plot.getRenderer().setSeriesPaint(0, OUTCOMES[1]);
        return svg(chart, "chart-decline-reasons");
    }

    private static CategoryPlot styled(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xCC, 0xCC, 0xCC));
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        plot.getDomainAxis().setTickLabelFont(font);
        plot.getRangeAxis().setTickLabelFont(font);
        plot.getRangeAxis().setStandardTickUnits(org.jfree.chart.axis.NumberAxis.createIntegerTickUnits());
        if (plot.getRenderer() instanceof BarRenderer bars) {
            bars.setBarPainter(new StandardBarPainter());
            bars.setShadowVisible(false);
        }
        return plot;
    }

    private static String svg(JFreeChart chart, String id) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        // a view box and no fixed size: the chart scales to the page's width (tablets)
        return "<?xml version=\"1.0\"?>\n"
                + g.getSVGElement(id, true, new org.jfree.svg.ViewBox(0, 0, WIDTH, HEIGHT), null, null);
    }
}
